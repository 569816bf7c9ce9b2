// Line layout of a receipt for a number of columns, shared by the printer service (ESC/POS) and
// the web's browser print of an 80 mm page, so both break lines the same way.

/** Splits text into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    out.push(rest.slice(0, cut));
    rest = rest.slice(space > 0 ? cut + 1 : cut);
  }
  out.push(rest);
  return out;
}

/** A label on the left and a value on the right; a long label wraps above the value's line. */
export function pairLines(left: string, right: string, columns: number): string[] {
  const room = columns - right.length - 1;
  if (room < 1) return [...wrap(left, columns), right.padStart(columns)];
  const lefts = wrap(left, room);
  const last = lefts.pop() ?? '';
  return [...lefts, last.padEnd(room) + ' ' + right];
}
