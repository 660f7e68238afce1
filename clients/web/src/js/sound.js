// Short WebAudio beeps for "your turn" and "STEAL!"; muteable, remembered per browser.

const KEY = 'jongtable.muted';
let ctx = null;

export const sound = {
  muted: localStorage.getItem(KEY) === '1',
  setMuted(muted) {
    this.muted = muted;
    localStorage.setItem(KEY, muted ? '1' : '0');
  },
  // Browsers only allow audio after a gesture: call this from any click or key.
  unlock() {
    if (ctx || typeof AudioContext === 'undefined') return;
    try {
      ctx = new AudioContext();
    } catch {
      ctx = null;
    }
  },
  play(name) {
    if (this.muted) return;
    if ((name === 'turn' || name === 'steal') && navigator.userActivation?.hasBeenActive) {
      navigator.vibrate?.(name === 'turn' ? 60 : [40, 40, 40]);
    }
    if (!ctx) return;
    if (ctx.state === 'suspended') ctx.resume();
    const notes = {
      turn: [[660, 0, 0.12, 'sine'], [880, 0.13, 0.16, 'sine']],
      steal: [[220, 0, 0.09, 'sawtooth'], [330, 0.08, 0.09, 'sawtooth'], [523, 0.16, 0.2, 'square']],
      win: [[523, 0, 0.14, 'triangle'], [659, 0.14, 0.14, 'triangle'], [784, 0.28, 0.3, 'triangle']],
      chat: [[990, 0, 0.06, 'sine']],
    }[name];
    if (!notes) return;
    const t0 = ctx.currentTime + 0.01;
    for (const [freq, at, length, type] of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = type;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + at);
      gain.gain.exponentialRampToValueAtTime(0.18, t0 + at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + at);
      osc.stop(t0 + at + length + 0.02);
    }
  },
};
