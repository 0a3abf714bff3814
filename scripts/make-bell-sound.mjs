// Synthesises the timer's bell (client/public/sounds/bell.mp3): a struck bell is a few
// inharmonic partials that ring out with exponential decay. Needs `lame` to encode the MP3.
//   node scripts/make-bell-sound.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SAMPLE_RATE = 44_100;
const SECONDS = 2.2;
const FUNDAMENTAL_HZ = 880;
// Ratio to the fundamental, loudness, decay time in seconds.
const PARTIALS = [
  [0.5, 0.35, 1.6],
  [1, 1, 1.2],
  [2.0, 0.45, 0.8],
  [2.76, 0.3, 0.5],
  [5.4, 0.12, 0.25],
];

const samples = new Int16Array(Math.round(SAMPLE_RATE * SECONDS));
const peak = PARTIALS.reduce((sum, [, gain]) => sum + gain, 0);
for (let i = 0; i < samples.length; i++) {
  const t = i / SAMPLE_RATE;
  const attack = Math.min(1, t / 0.004);
  let value = 0;
  for (const [ratio, gain, decay] of PARTIALS) {
    value += gain * Math.exp(-t / decay) * Math.sin(2 * Math.PI * FUNDAMENTAL_HZ * ratio * t);
  }
  samples[i] = Math.round((attack * value * 0.8 * 32_767) / peak);
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.byteLength, 4);
header.write('WAVEfmt ', 8);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(samples.byteLength, 40);

const folder = mkdtempSync(join(tmpdir(), 'bell-'));
const wav = join(folder, 'bell.wav');
writeFileSync(wav, Buffer.concat([header, Buffer.from(samples.buffer)]));
execFileSync('lame', ['--quiet', '-b', '64', '-m', 'm', wav, 'client/public/sounds/bell.mp3']);
rmSync(folder, { recursive: true });
console.log('wrote client/public/sounds/bell.mp3');
