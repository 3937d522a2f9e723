// undici's Pool module on its own (proxy.ts): the class the package's index exports as `Pool`.
declare module 'undici/lib/dispatcher/pool.js' {
  import { Pool } from 'undici';
  export default Pool;
}
