import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineLabel, linesText, vatMark } from './vat-lines.ts';

const line = (description: string | null, amount: string, vatPercent: string) => ({
  seq: 1,
  description,
  amount,
  vatPercent,
  vatableSales: '0.00',
  vat: '0.00',
  exempt: '0.00',
});

test('a line reads VATable at its rate or VAT-exempt', () => {
  assert.equal(vatMark({ vatPercent: '12.00' }), 'VAT 12%');
  assert.equal(vatMark({ vatPercent: '12.50' }), 'VAT 12.5%');
  assert.equal(vatMark({ vatPercent: '0.00' }), 'VAT-exempt');
  assert.equal(vatMark({ vatPercent: '0' }), 'VAT-exempt');
  assert.equal(vatMark({ vatPercent: '10' }), 'VAT 10%');
  assert.equal(vatMark({ vatPercent: '10.00' }), 'VAT 10%');
  assert.equal(lineLabel({ description: null, vatPercent: '12.00' }, 'Reconnection Fee'), 'Reconnection Fee (VAT 12%)');
  assert.equal(
    linesText([line('Testing fee', '1680.00', '12.00'), line('Guarantee deposit', '2000.00', '0.00')], 'x'),
    'Testing fee ₱1,680.00 (VAT 12%); Guarantee deposit ₱2,000.00 (VAT-exempt)',
  );
});
