// The dashboard's "Magandang umaga, Rowena!": the time of day in Manila and the person's first
// name, never a title ("Engr.", "Atty.") standing in for the name.

const HONORIFICS = new Set([
  'engr',
  'atty',
  'dr',
  'dra',
  'mr',
  'mrs',
  'ms',
  'miss',
  'hon',
  'arch',
  'cpa',
  'rn',
  'prof',
  'sir',
  'mam',
  "ma'am",
  'gen',
  'col',
  'capt',
  'fr',
  'sr',
  'jr',
]);

function isHonorific(word: string): boolean {
  return HONORIFICS.has(word.toLowerCase().replace(/\.$/, ''));
}

/** The name to greet: the first given name, skipping titles; "Last, First M." puts First first. */
export function greetingName(fullName: string): string {
  const trimmed = fullName.trim();
  const comma = trimmed.indexOf(',');
  const given = comma >= 0 ? trimmed.slice(comma + 1) : trimmed;
  const words = given.split(/\s+/).filter((w) => w !== '' && !isHonorific(w));
  return words[0] ?? '';
}

export function manilaGreeting(now = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-PH', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Manila' }).format(now),
  );
  return hour < 12 ? 'Magandang umaga' : hour < 18 ? 'Magandang hapon' : 'Magandang gabi';
}

/** "Magandang gabi, Rowena!" or, without a usable name, "Magandang gabi!". */
export function greeting(fullName: string | undefined, now = new Date()): string {
  const name = fullName === undefined ? '' : greetingName(fullName);
  return name === '' ? `${manilaGreeting(now)}!` : `${manilaGreeting(now)}, ${name}!`;
}
