-- The official receipt prints the cooperative's letterhead (name, address, TIN) from the
-- COOPERATIVE_* settings, like every other print, and its own title (decision 056). The header
-- lines seeded by 0400 repeated those; the ones still at their seeded text are removed, so only
-- lines a cooperative added or changed (VAT REG., permits) print under the letterhead.
DELETE FROM collection_receipt_lines
 WHERE position = 'header'
   AND (seq, text) IN (
     (1, 'OCCIDENTAL MINDORO ELECTRIC COOPERATIVE, INC.'),
     (2, 'VAT Reg. TIN 000-000-000-00000'),
     (3, 'San Jose, Occidental Mindoro'),
     (4, 'OFFICIAL RECEIPT')
   );
