export const WAV_SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;
const FADE_SECONDS = 0.02;

/**
 * A mono 8-bit PCM WAV playing `notes` (Hz) one after another, each `noteSeconds` long with a
 * short fade so notes do not click: a few seconds of real, playable audio made without any file.
 * @example toneWav([440, 554, 659], 1).byteLength // 44 + 3 × 8000 = 24044
 */
export function toneWav(notes: readonly number[], noteSeconds: number): Uint8Array {
  const samplesPerNote = Math.round(noteSeconds * WAV_SAMPLE_RATE);
  const dataBytes = samplesPerNote * notes.length;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, WAV_SAMPLE_RATE, true);
  view.setUint32(28, WAV_SAMPLE_RATE, true); // byte rate: 1 byte a sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);

  const fadeSamples = Math.round(FADE_SECONDS * WAV_SAMPLE_RATE);
  notes.forEach((frequency, note) => {
    for (let i = 0; i < samplesPerNote; i += 1) {
      const envelope = Math.min(1, i / fadeSamples, (samplesPerNote - 1 - i) / fadeSamples);
      const sample = Math.sin((2 * Math.PI * frequency * i) / WAV_SAMPLE_RATE) * envelope * 0.4;
      // 8-bit PCM is unsigned with silence at 128.
      bytes[HEADER_BYTES + note * samplesPerNote + i] = Math.round(128 + sample * 127);
    }
  });
  return bytes;
}
