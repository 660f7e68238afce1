// A line chart of each player's tokens round by round, drawn as SVG.

const NS = 'http://www.w3.org/2000/svg';
const svg = (tag, attrs = {}) => {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
};

// series: [{ name, colour, points: [tokens...] }], labels: one per point.
export function tokenChart(series, labels) {
  const W = 640;
  const H = 260;
  const pad = { l: 40, r: 16, t: 16, b: 30 };
  const max = Math.max(1, ...series.flatMap((s) => s.points));
  const n = Math.max(2, labels.length);
  const x = (i) => pad.l + (i * (W - pad.l - pad.r)) / (n - 1);
  const y = (v) => H - pad.b - (v * (H - pad.t - pad.b)) / max;
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': 'Tokens after each round' });
  const step = max > 20 ? 10 : max > 10 ? 5 : 2;
  for (let v = 0; v <= max; v += step) {
    root.append(svg('line', { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), stroke: '#2e5b47', 'stroke-width': 1 }));
    const t = svg('text', { x: pad.l - 8, y: y(v) + 4, fill: '#a8c2b5', 'font-size': 12, 'text-anchor': 'end' });
    t.textContent = String(v);
    root.append(t);
  }
  labels.forEach((label, i) => {
    const t = svg('text', { x: x(i), y: H - 10, fill: '#a8c2b5', 'font-size': 12, 'text-anchor': 'middle' });
    t.textContent = label;
    root.append(t);
  });
  series.forEach((s, k) => {
    const pts = s.points.map((v, i) => `${x(i).toFixed(1)},${(y(v) + (k - 1.5) * 1.5).toFixed(1)}`).join(' ');
    root.append(svg('polyline', { points: pts, fill: 'none', stroke: s.colour, 'stroke-width': 3, 'stroke-linejoin': 'round', 'stroke-dasharray': k % 2 ? '8 4' : 'none' }));
    s.points.forEach((v, i) => {
      const dot = svg('circle', { cx: x(i), cy: y(v) + (k - 1.5) * 1.5, r: 4, fill: s.colour });
      const title = svg('title');
      title.textContent = `${s.name}: ${v}`;
      dot.append(title);
      root.append(dot);
    });
  });
  return root;
}
