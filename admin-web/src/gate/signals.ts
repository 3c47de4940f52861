/**
 * What each verdict looks and sounds like, so the gate hears the answer without reading it: green
 * and a short high tone to admit; red for a refusal (two beeps for a used ticket, a long low tone
 * for a forged code); amber where the holder is sent on rather than turned away.
 */
import type { GateVerdict } from '@club/core';

export type Signal = 'admit' | 'used' | 'forged' | 'refused' | 'caution';

export const SIGNAL_OF: Record<GateVerdict, Signal> = {
  admitted: 'admit', already_used: 'used', forged: 'forged', unknown: 'forged',
  transferred: 'refused', wrong_match: 'refused', wrong_day: 'refused', on_exchange: 'refused',
  wrong_gate: 'caution', typed_offline: 'caution', scan_only: 'caution',
};

/** Background and ink: white on the green 5.0:1 and on the red 5.6:1, near-black on the amber 10:1 (WCAG AA). */
export const COLOURS: Record<Signal, { bg: string; ink: string }> = {
  admit: { bg: '#1b7f3b', ink: '#ffffff' },
  used: { bg: '#c62828', ink: '#ffffff' },
  forged: { bg: '#c62828', ink: '#ffffff' },
  refused: { bg: '#c62828', ink: '#ffffff' },
  caution: { bg: '#f9a825', ink: '#1a1a1a' },
};

/** Tones as [hertz, seconds] with a short gap between, and the vibration pattern. */
const SOUNDS: Record<Signal, { tones: [number, number][]; vibrate: number[] }> = {
  admit: { tones: [[880, 0.12]], vibrate: [80] },
  used: { tones: [[330, 0.15], [330, 0.15]], vibrate: [120, 60, 120] },
  forged: { tones: [[180, 0.7]], vibrate: [400] },
  refused: { tones: [[220, 0.35]], vibrate: [200] },
  caution: { tones: [[520, 0.25]], vibrate: [60, 40, 60] },
};

let audio: AudioContext | null = null;

export function sound(signal: Signal): void {
  const { tones, vibrate } = SOUNDS[signal];
  navigator.vibrate?.(vibrate);
  try {
    audio ??= new AudioContext();
    let at = audio.currentTime;
    for (const [hertz, seconds] of tones) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = hertz;
      gain.gain.value = 0.2;
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + seconds);
      at += seconds + 0.08;
    }
  } catch { /* no sound on this device */ }
}
