/** http_ece (installed with web-push, which encrypts with it): the decryption the Web Push tests use. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export type EceParams = {
    version?: "aes128gcm" | "aesgcm";
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
    keyid?: string;
  };
  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;
  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
