/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host that product `img_url`s are relative to; `/api/images/` when unset. */
  readonly VITE_IMAGE_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
