type Sharp = typeof import('sharp').default;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded when an image is first handled rather than at start: its native module and bindings cost
 * about 0.3 s of CPU that serving other requests never needs.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
