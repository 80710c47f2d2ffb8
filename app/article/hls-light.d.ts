// hls.js ships the light build without types in its exports map; it has the full build's API
// (minus alternate audio, subtitles and DRM, which the demo and partner streams do not use).
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
