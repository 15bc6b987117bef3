/*
 * Word lists for the random-title button (three capitalised words). Titles are
 * names, not sentences, so the lists are not translated.
 */
const adjectives = [
  "Amber", "Bold", "Brave", "Bright", "Calm", "Clever", "Cosmic", "Crimson", "Daring", "Eager",
  "Electric", "Emerald", "Fearless", "Gentle", "Golden", "Humble", "Lucky", "Lunar", "Mighty", "Nimble",
  "Noble", "Quiet", "Radiant", "Rapid", "Silver", "Solar", "Steady", "Swift", "Vivid", "Witty",
];

const nouns = [
  "Anchor", "Arrow", "Aurora", "Beacon", "Canyon", "Comet", "Compass", "Falcon", "Forest", "Galaxy",
  "Glacier", "Harbor", "Horizon", "Island", "Lantern", "Maple", "Meadow", "Meteor", "Mountain", "Nebula",
  "Ocean", "Orchid", "Otter", "Phoenix", "Pioneer", "River", "Summit", "Thunder", "Voyage", "Willow",
];

const pick = (words: readonly string[], random: () => number) =>
  words[Math.min(words.length - 1, Math.floor(random() * words.length))] ?? "";

/** Three capitalised words, adjective–noun–noun, e.g. "Swift Harbor Lantern". */
export function randomTitle(random: () => number = Math.random): string {
  const first = pick(nouns, random);
  let second = pick(nouns, random);
  // "Comet Comet" reads as a typo; a second draw settles it (and ends, whatever `random` does).
  if (second === first) second = nouns[(nouns.indexOf(first) + 1) % nouns.length] ?? second;
  return `${pick(adjectives, random)} ${first} ${second}`;
}
