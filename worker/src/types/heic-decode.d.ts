declare module 'heic-decode' {
  interface Decoded { width: number; height: number; data: ArrayBuffer | Uint8Array }
  export default function decode(input: { buffer: Buffer | ArrayBuffer }): Promise<Decoded>;
  /** Every image of the file with its size read from the header; decode() decodes one. Call dispose() when done. */
  export function all(input: { buffer: Buffer | ArrayBuffer }): Promise<{ width: number; height: number; decode(): Promise<Decoded> }[] & { dispose(): void }>;
}
