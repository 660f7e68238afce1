// A Not Your Ma's Jong view's "history" (the finished rounds) comes whole once, in the
// full state a client gets on joining or resuming, and then each update carries only the
// rounds finished since, with history_from: how many came before them
// (protocol/README.md). The client keeps the rest.

// `view` with its whole history, from the view before it when it carries only the new.
export function withHistory(view, previous) {
  if (!view || typeof view.history_from !== 'number') return view;
  const { history_from: from, ...rest } = view;
  const before = (previous?.history ?? []).slice(0, from);
  return { ...rest, history: [...before, ...(view.history ?? [])] };
}
