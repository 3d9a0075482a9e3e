// serve-handler 6.1.7 is installed under an alias beside 6.1.8; its API is the same.
declare module 'serve-handler-6.1.7' {
  import handler from 'serve-handler';
  export default handler;
}
