import zlib from 'node:zlib'

/** A text body compressed with brotli at `quality` as the server's kept answers are (text mode, size hint): the bytes a test expects. */
export function brotliTextAt(body: Buffer, quality: number): Buffer {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}
