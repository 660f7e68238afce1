// The guided hand of American Mah Jongg (the beginner hand: three kongs and a pair):
// what to say at each moment, read from the learner's view alone (the server's tutorial
// deal, server/src/tutorial.cpp, is written so that following these words wins). Pure:
// no DOM. Rules: docs/rules/american.md.

import { describeTile } from './american_tiles.js';

const faceOf = (c) => (typeof c === 'string' ? c : c?.face);
const nameOf = (face) => describeTile(face)?.name ?? face;

function countsOf(faces) {
  const m = new Map();
  for (const f of faces) m.set(f, (m.get(f) ?? 0) + 1);
  return m;
}

// The card to let go: a natural card with fewest copies in the hand (never a Joker,
// which can stand in for any card of a kong).
export function leastNeeded(handFaces) {
  const c = countsOf(handFaces);
  const natural = handFaces.filter((f) => f !== 'J');
  return [...natural].sort((x, y) => c.get(x) - c.get(y))[0] ?? handFaces[0];
}

// The groups of a finished hand, in words: "four 3 Crak", "a pair of North"…
function groupsInWords(faces) {
  const c = countsOf(faces);
  const jokers = c.get('J') ?? 0;
  c.delete('J');
  let left = jokers;
  return [...c.entries()].sort((a, b) => b[1] - a[1]).map(([f, n]) => {
    if (n === 2 && !(n < 4 && left)) return `a pair of ${nameOf(f)}`;
    const add = n < 4 ? Math.min(4 - n, left) : 0;
    left -= add;
    return `a kong of ${nameOf(f)}${add ? ` (${add === 1 ? 'a Joker stands' : `${add} Jokers stand`} in for the ${n + add === 4 ? 'fourth' : 'missing'})` : ''}`;
  }).join(', ');
}

// {step, text, face?}: step is what the learner should do now (discard, call, pass,
// declare, wait, won, lost).
function hintFor(view, me) {
  const hand = (view.hand ?? []).map(faceOf);
  // The lesson is the first hand; the table may deal more, which are no longer guided.
  if (view.phase === 'round_over' || view.phase === 'game_over' || (view.history?.length ?? 0) > 0) {
    const last = view.history?.[0];
    const win = last?.win;
    if (win?.seat !== me) return { step: 'lost', text: 'This hand went another way. Every deal is different: try the guided hand again, or play a real game.' };
    const shown = last.hands?.[me];
    const all = [...(last.winning_hand ?? []), ...(shown?.exposed ?? []).flatMap((g) => g.cards ?? [])].map(faceOf);
    const how = win.self_drawn ? 'You drew the last card yourself, which doubles what each player pays you.' : 'You called the last card, so each player pays you the hand\'s value.';
    return { step: 'won', text: `Mah Jongg! Your 14 cards match ${win.hand_name ? `the ${win.hand_name} hand` : 'a hand of the card'}: ${groupsInWords(all)}. Three kongs of different faces and a pair of another face is the beginner hand, worth ${win.points ?? 50}. ${how}` };
  }
  if (view.legal?.declare_win) {
    return { step: 'declare', text: 'Your 14 cards make the hand: three kongs and a pair. Press Mah Jongg.' };
  }
  const window = view.window;
  if (window && window.discarder !== me && view.phase === 'claim_window') {
    const face = faceOf(window.card);
    if (view.legal?.call_mah_jongg) {
      const have = hand.filter((f) => f === face).length;
      const makes = have >= 2 ? `with the ${have} you hold it makes a group` : 'it is the card your hand lacks';
      return { step: 'call', face, text: `Call the ${nameOf(face)} for Mah Jongg: ${makes}, and that completes your hand. Calls never depend on speed; press Mah Jongg!` };
    }
    if (view.legal?.pass) return { step: 'pass', face, text: `The ${nameOf(face)} does not complete your hand. Press Pass, or just wait.` };
    return { step: 'wait', text: 'Wait while the others decide on the discard.' };
  }
  const near = view.nearest?.[0];
  const aim = near ? ` Your nearest hand on the card: ${near.name}, ${near.missing} card${near.missing === 1 ? '' : 's'} to go.` : '';
  if (view.phase === 'awaiting_discard' && view.current === me && (view.legal?.discard?.length ?? 0) > 0) {
    const face = leastNeeded(hand);
    return { step: 'discard', face, text: `Your turn to discard. You are making three kongs (four alike; a Joker may stand in) and a pair. The ${nameOf(face)} belongs to none of them: tap it to discard it.${aim}` };
  }
  return { step: 'wait', text: `The bots are taking their turns: watch each discard.${aim}` };
}

export function americanHint(view, me) {
  const hint = hintFor(view, me);
  return hint.face ? { ...hint, name: nameOf(hint.face) } : hint;
}
