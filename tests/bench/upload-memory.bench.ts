// `npm run bench` (third part): a video of almost 100 MB uploaded through the gateway
// to the provider (BE-UP, SUB-VID-14), both in this process, while the process's
// resident memory is sampled: the upload streams through both programs to the media
// folder, so the peak stays near the baseline instead of growing by the file's size.
// The file is a real clip followed by a `free` box that pads it to BENCH_UPLOAD_MB
// (99 by default): the provider reads only its ftyp and moov boxes.
import http from 'node:http';
import { Readable } from 'node:stream';
import { demoClip4x5 } from '../../provider/src/testing/media';
import { GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack } from '../support/stack';

const MEGABYTES = Number(process.env.BENCH_UPLOAD_MB ?? 99);
const CHUNK = Buffer.alloc(256 * 1024);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The clip, then a free box of zeros up to `total` bytes, produced chunk by chunk. */
function paddedClip(total: number): Readable {
  const clip = demoClip4x5();
  const padding = total - clip.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write('free', 4, 'latin1');
  let left = padding - 8;
  let started = false;
  return new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(Buffer.concat([clip, header]));
        return;
      }
      if (left <= 0) return void this.push(null);
      const size = Math.min(left, CHUNK.length);
      left -= size;
      this.push(size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size));
    },
  });
}

async function main() {
  const stack = await startStack();
  try {
    const lead = new GraphQLClient(stack.gatewayUrl);
    await lead.signIn('lead@studio-one.test', DEMO_PASSWORD);
    const created = await lead.data<{ createGame: { videoUploadUrl: string } }>(
      `mutation { createGame(input: { name: "Bench Upload", platform: IOS, adNetworks: [FACEBOOK] }) { ... on Game { videoUploadUrl } } }`,
    );
    const total = MEGABYTES * 1024 * 1024;
    const boundary = '----greenlightbench';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="adNetwork"\r\n\r\nfacebook\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="long.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const cookie = [...lead.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${stack.gatewayUrl}${created.createGame.videoUploadUrl}`,
        {
          method: 'POST',
          headers: {
            cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + total + tail.length,
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write(head);
      const file = paddedClip(total);
      file.pipe(request, { end: false });
      file.on('end', () => request.end(tail));
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    console.info(`upload of ${mb(total)} through the gateway to the provider: ${seconds.toFixed(1)} s (${(total / 1024 / 1024 / seconds).toFixed(0)} MB/s)`);
    console.info(`resident memory: ${mb(baseline)} before, ${mb(peak)} at the peak (+${mb(peak - baseline)} for a ${mb(total)} file)`);
  } finally {
    await stack.close();
  }
}

await main();
