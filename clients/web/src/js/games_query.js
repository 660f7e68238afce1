// The finished games a viewer may list: the server answers only for the table codes and
// game ids it is asked about (the viewer's own tables, and replay links they were given).

// The request for these table codes and game ids (at most 50 together).
export function gamesQuery({ codes = [], ids = [] }) {
  const keep = (list) => list.filter((k) => /^[A-Za-z0-9]{1,32}$/.test(String(k))).map(String);
  const c = keep(codes).slice(0, 50);
  const i = keep(ids).slice(0, 50 - c.length);
  return `/api/games?codes=${c.join(',')}&ids=${i.join(',')}`;
}
