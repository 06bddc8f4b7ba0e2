// Short silent loops: a slow camera move over a manifest image, eased out and back so the last
// frame meets the first. Frames are cut from a 2x master with sharp (half-pixel steps, no judder)
// and piped to ffmpeg (H.264, yuv420p, +faststart). The CRF rises until the clip fits the budget.
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** @typedef {import('../../content/media.ts').MediaVideo} MediaVideo */
/** @typedef {import('./source.mjs').RawImage} RawImage */

export const VIDEO_BUDGET = 400 * 1024;
const FPS = 24;
const TRAVEL = 0.16;

/**
 * Crop window (in master pixels) at phase p in [0, 1], for a master of mw x mh.
 * @param {MediaVideo['motion']} motion
 * @param {number} p
 * @param {number} mw
 * @param {number} mh
 * @param {number} ow
 * @param {number} oh
 * @returns {{ left: number, top: number, width: number, height: number }}
 */
export function windowAt(motion, p, mw, mh, ow, oh) {
  const ease = (1 - Math.cos(2 * Math.PI * p)) / 2;
  const cover = Math.max(ow / mw, oh / mh);
  // The largest window with the output's ratio, then shrunk so there is room to travel.
  let w = (ow / cover) * (1 - TRAVEL);
  let h = (oh / cover) * (1 - TRAVEL);
  if (motion === 'zoom-in' || motion === 'zoom-out') {
    const z = motion === 'zoom-in' ? 1 - 0.12 * ease : 0.88 + 0.12 * ease;
    w = (ow / cover) * z;
    h = (oh / cover) * z;
    return { left: (mw - w) / 2, top: (mh - h) / 2, width: w, height: h };
  }
  const spareX = mw - w;
  const spareY = mh - h;
  const along = motion === 'pan-left' || motion === 'pan-up' ? 1 - ease : ease;
  if (motion === 'pan-up') return { left: spareX / 2, top: spareY * along, width: w, height: h };
  return { left: spareX * along, top: spareY / 2, width: w, height: h };
}

/**
 * @param {Buffer[]} frames
 * @param {string} out
 * @param {MediaVideo} video
 * @param {number} crf
 */
function encode(frames, out, video, crf) {
  return /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
    const args = [
      '-y', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${video.width}x${video.height}`, '-r', String(FPS), '-i', '-',
      '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf), '-threads', '1',
      '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart', '-g', String(FPS * 4),
      out,
    ];
    const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
    ff.on('error', (error) =>
      reject(/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' ? new Error('ffmpeg is not installed (Debian: apt-get install -y ffmpeg); it is only needed to regenerate videos.') : error),
    );
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${out}`))));
    (async () => {
      for (const frame of frames) {
        if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once('drain', r));
      }
      ff.stdin.end();
    })().catch(reject);
  }));
}

/**
 * Renders `video` from its master (raw pixels at 2x the output); writes the mp4 and its poster.
 * @param {RawImage} master
 * @param {MediaVideo} video
 * @param {string} publicDir
 */
export async function writeVideo(master, video, publicDir) {
  const out = path.join(publicDir, video.src.replace(/^\//, ''));
  const poster = path.join(publicDir, video.poster.replace(/^\//, ''));
  mkdirSync(path.dirname(out), { recursive: true });
  const { data, info } = master;
  const count = Math.round(video.seconds * FPS);
  /** @type {Buffer[]} */
  const frames = [];
  for (let i = 0; i < count; i += 1) {
    const win = windowAt(video.motion, i / count, info.width, info.height, video.width, video.height);
    const region = {
      left: Math.max(0, Math.round(win.left)),
      top: Math.max(0, Math.round(win.top)),
      width: Math.min(info.width, Math.round(win.width)),
      height: Math.min(info.height, Math.round(win.height)),
    };
    region.width = Math.min(region.width, info.width - region.left);
    region.height = Math.min(region.height, info.height - region.top);
    frames.push(await sharp(data, { raw: info }).extract(region).resize(video.width, video.height, { fit: 'fill' }).raw().toBuffer());
  }
  let crf = 26;
  for (;;) {
    await encode(frames, out, video, crf);
    if (statSync(out).size <= VIDEO_BUDGET * 0.97 || crf >= 40) break;
    crf += 2;
  }
  writeFileSync(poster, await sharp(frames[0], { raw: { width: video.width, height: video.height, channels: 3 } }).webp({ quality: 68, effort: 5 }).toBuffer());
  return { out, poster, crf, size: statSync(out).size };
}
