// Stands in for Node's Buffer in axios's FormData helper (see config/plugins/bundleSurgery.ts): in a browser `Blob` exists,
// so the helper never reaches `Buffer.from`; were it to, it fails as it would without the polyfill.
export const Buffer = undefined;
