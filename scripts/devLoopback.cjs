// Loaded into `npm run dev` (NODE_OPTIONS --require, so Umi's forked dev process has it too): the dev
// server listens on 127.0.0.1, or on HOST when set. Umi 4.7.22's dev server listens on every interface
// whatever HOST says (it passes only a port to listen), and the dev mock signs in with the demo passwords,
// so anyone on the network could. A listen given a port and no host gets HOST's; anything else is untouched.
const net = require('node:net');

const host = process.env.HOST || '127.0.0.1';
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnHost(...args) {
  const [first] = args;
  if (typeof first === 'number' && (args.length === 1 || typeof args[1] === 'function')) {
    return listen.call(this, first, host, ...args.slice(1));
  }
  if (first && typeof first === 'object' && 'port' in first && !('host' in first) && !('path' in first)) {
    return listen.call(this, { ...first, host }, ...args.slice(1));
  }
  return listen.apply(this, args);
};
