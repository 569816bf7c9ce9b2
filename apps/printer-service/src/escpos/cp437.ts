// Code page 437, the code page every ESC/POS printer has (ESC t 0). Bytes 0x20-0x7E are ASCII;
// this is the upper half, 0x80-0xFF. Receipts keep to it so 'Ñ' and 'ñ' print (Peñaranda).
export const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const toByte = new Map<string, number>();
for (let i = 0x20; i < 0x7f; i++) toByte.set(String.fromCharCode(i), i);
[...CP437_HIGH].forEach((ch, i) => toByte.set(ch, 0x80 + i));

/** Common characters outside the code page and what prints instead. */
const FALLBACK: Record<string, string> = {
  '₱': 'P',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '•': '*',
};

/** Text the printer can print: characters outside code page 437 become a near one or '?'. */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) out += toByte.has(ch) ? ch : (FALLBACK[ch] ?? (ch === '\t' ? ' ' : '?'));
  return out;
}

export function cp437Char(byte: number): string {
  if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte);
  if (byte >= 0x80) return CP437_HIGH[byte - 0x80] ?? '?';
  return '?';
}

/** Every character a receipt can carry unchanged (for property tests). */
export const CP437_CHARACTERS = [...toByte.keys()];
