import { describe, expect, it } from "vitest";
import { toneWav, WAV_SAMPLE_RATE } from "./tone-wav";

describe("toneWav", () => {
  it("writes a RIFF/WAVE header for mono 8-bit PCM at 8 kHz", () => {
    const wav = toneWav([440], 0.5);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(wav.slice(8, 16))).toBe("WAVEfmt ");
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(WAV_SAMPLE_RATE);
    expect(view.getUint16(34, true)).toBe(8);
    expect(view.getUint32(4, true)).toBe(wav.byteLength - 8);
  });

  it("holds one note after another for the whole duration", () => {
    const wav = toneWav([440, 660, 880], 1);
    expect(wav.byteLength).toBe(44 + 3 * WAV_SAMPLE_RATE);
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(3 * WAV_SAMPLE_RATE);
  });

  it("fades each note in and out so it starts and ends at silence", () => {
    const wav = toneWav([440], 1);
    expect(wav[44]).toBe(128);
    expect(wav.at(-1)).toBe(128);
    expect(Math.max(...wav.slice(44))).toBeGreaterThan(170);
  });
});
