// `npm run assets`: paints every placeholder image and video listed in content/media.ts into
// public/media/. Outputs are committed, so neither CI nor `npm start` needs ffmpeg.
// Incremental: a job is skipped when its outputs exist and the hash of its inputs (manifest entry,
// painter code, replacement photo) matches scripts/assets/.hashes.json.
//   --force          repaint everything
//   --only=a,b       only the images/videos whose src contains one of these strings
//   --contact        also write /tmp/contact.png, a sheet of every 480 px variant for review
//   --visualizer     only the visualizer's rooms, stone surfaces and swatches (scripts/assets/visualizer.mjs);
//                    a run without --only paints them too
//   --adopt          record the current hashes for outputs that already exist, without repainting
//                    (only after changing how hashes are computed, never to skip a real change)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadManifest, ROOT } from './manifest.mjs';
import { renderMaster, photoFor } from './source.mjs';
import { writeVariants, qualityFor, outputNames, WIDTHS } from './encode.mjs';
import { renderShare } from './share.mjs';
import { loadSharePages, paintSharePages, sourceFile } from './share-pages.mjs';
import { writeVideo } from './video.mjs';
import { runLimited } from './pool.mjs';
import { recipeFromLook } from './stone-recipes.mjs';
import { sceneStones } from './illustrate.mjs';
import { contactSheet } from './contact-sheet.mjs';
import { paintVisualizer } from './visualizer.mjs';

/** @typedef {import('./manifest.mjs').ManifestImage} ManifestImage */
/** @typedef {import('./manifest.mjs').StoneLooks} StoneLooks */
/** @typedef {import('./manifest.mjs').StoneLook} StoneLook */
/** @typedef {import('./manifest.mjs').MediaVideo} MediaVideo */
/**
 * One unit of painting: its outputs, and the hash of what they are painted from.
 * @typedef {object} Job
 * @property {string} key
 * @property {string} hash
 * @property {string[]} outputs
 * @property {() => Promise<string | void>} run paints; may return a note for the log
 */

const PUBLIC = path.join(ROOT, 'public');
const MEDIA = path.join(PUBLIC, 'media');
const HASHES = path.join(import.meta.dirname, '.hashes.json');
const MASTER_WIDTH = /** @type {number} */ (WIDTHS[WIDTHS.length - 1]);
const CONCURRENCY = 2;

// Each job reads one thread; two jobs at a time keep generation to two cores.
sharp.concurrency(1);

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',').filter(Boolean);
const wantContact = args.includes('--contact');
const adopt = args.includes('--adopt');
const visualizerOnly = args.includes('--visualizer');

const sha = (/** @type {string[]} */ ...parts) => createHash('sha1').update(parts.join('\n')).digest('hex').slice(0, 16);
const codeHash = (/** @type {string[]} */ files) => sha(...files.map((f) => readFileSync(path.join(import.meta.dirname, f), 'utf8')));
// What each kind of image depends on: the stone recipes it paints (not the whole recipe file, so
// reshaping one stone repaints only that stone and the drawings that carry it) and its painter code.
const STONE_CODE = ['prng.mjs', 'texture.mjs', 'source.mjs'];
const SCENE_CODE = [...STONE_CODE, 'scene-kit.mjs', 'scene-parts.mjs', 'scenes-kitchen.mjs', 'scenes-rooms.mjs', 'scenes-flat.mjs', 'illustrate.mjs'];
/**
 * @param {ManifestImage} image
 * @param {StoneLooks} stoneLooks
 */
function painterHash(image, stoneLooks) {
  // Every id is a key of stoneLooks: the image's own stone, and the scene's extra stones.
  const recipes = [image.stoneId, ...((image.scene && sceneStones[image.scene]) ?? [])].map((id) => JSON.stringify(recipeFromLook(/** @type {StoneLook} */ (stoneLooks[id]), id)));
  const code = /** @type {Partial<Record<ManifestImage['kind'], string[]>>} */ ({
    illustration: SCENE_CODE,
    hero: SCENE_CODE,
    finish: [...STONE_CODE, 'finishes.mjs'],
    share: [...STONE_CODE, 'share.mjs'],
  })[image.kind] ?? STONE_CODE;
  return sha(...recipes, codeHash(code));
}
const photoHash = (/** @type {string} */ src) => {
  const file = photoFor(src);
  return file ? sha(readFileSync(file).toString('base64')) : 'generated';
};

const masterSize = (/** @type {ManifestImage} */ image, /** @type {number} */ width) => ({ width, height: Math.round((width * image.height) / image.width) });

/**
 * @param {ManifestImage} image
 * @param {StoneLooks} stoneLooks
 * @returns {Job}
 */
function imageJob(image, stoneLooks) {
  const share = image.kind === 'share';
  const outputs = share ? [`${image.src}.jpg`] : outputNames(image.src, MASTER_WIDTH);
  return {
    key: image.src,
    hash: sha(JSON.stringify(image), painterHash(image, stoneLooks), codeHash(['encode.mjs']), photoHash(image.src)),
    outputs: outputs.map((o) => path.join(MEDIA, o)),
    async run() {
      if (share) {
        const texture = await renderMaster({ ...image, kind: image.stone.kind }, image.width, image.height, { stoneLooks });
        const png = await sharp(texture.data, { raw: texture.info }).png().toBuffer();
        const composed = photoFor(image.src) ? png : await renderShare(png, image);
        mkdirSync(path.dirname(path.join(MEDIA, image.src)), { recursive: true });
        writeFileSync(path.join(MEDIA, `${image.src}.jpg`), await sharp(composed).flatten().jpeg({ quality: 82, mozjpeg: true }).toBuffer());
        return;
      }
      const { width, height } = masterSize(image, MASTER_WIDTH);
      const master = await renderMaster(image, width, height, { stoneLooks });
      await writeVariants(master, image.src, MEDIA, qualityFor(image));
    },
  };
}

/**
 * @param {MediaVideo} video
 * @param {ManifestImage[]} images
 * @param {StoneLooks} stoneLooks
 * @returns {Job}
 */
function videoJob(video, images, stoneLooks) {
  const from = images.find((i) => i.src === video.from);
  if (!from) throw new Error(`${video.src}: "from" image ${video.from} is not in the manifest`);
  return {
    key: video.src,
    hash: sha(JSON.stringify(video), JSON.stringify(from), painterHash(from, stoneLooks), codeHash(['video.mjs']), photoHash(from.src)),
    outputs: [video.src, video.poster].map((p) => path.join(PUBLIC, p)),
    async run() {
      // Master at 1.6x the output in both directions, so the pan moves in sub-pixel steps.
      const ratio = from.width / from.height;
      const height = Math.round(Math.max(1.6 * video.height, (1.6 * video.width) / ratio));
      const master = await renderMaster(from, Math.round(height * ratio), height, { stoneLooks });
      const result = await writeVideo(master, video, PUBLIC);
      return `crf ${result.crf}, ${(result.size / 1024).toFixed(0)} KB`;
    },
  };
}

/**
 * The previews of single pages (content/share-images.ts), painted from the images those pages show.
 * @param {Awaited<ReturnType<typeof loadSharePages>>} pages
 * @returns {Job}
 */
function sharePagesJob({ images, width, height, brand }) {
  const sources = [...new Set(images.map((image) => sourceFile(image.from)))].map((file) => sha(readFileSync(file).toString('base64')));
  return {
    key: 'og/pages',
    hash: sha(JSON.stringify(images), String(width), String(height), brand, ...sources, codeHash(['share-pages.mjs'])),
    outputs: images.map((image) => path.join(PUBLIC, image.href)),
    async run() {
      const lines = await paintSharePages(images, width, height, brand);
      return `${lines.length} previews, largest ${lines.map((l) => Number(/\((\d+) KB\)/.exec(l)?.[1] ?? 0)).reduce((a, b) => Math.max(a, b), 0)} KB`;
    },
  };
}

/** @returns {Record<string, string>} */
function readHashes() {
  try {
    return JSON.parse(readFileSync(HASHES, 'utf8'));
  } catch {
    return {};
  }
}

/** @param {string} dir */
function sizeOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(p) : statSync(p).size;
  }
  return total;
}

async function main() {
  if (visualizerOnly) {
    await paintVisualizer();
    return;
  }
  const { images, videos, stoneLooks } = await loadManifest();
  const hashes = readHashes();
  const jobs = [...images.map((i) => imageJob(i, stoneLooks)), ...videos.map((v) => videoJob(v, images, stoneLooks))].filter(
    (job) => !only || only.some((o) => job.key.includes(o)),
  );
  // Painted last, from the images above as they are now.
  const pageShares = [sharePagesJob(await loadSharePages())].filter(
    (job) => !only || only.some((o) => job.key.includes(o)),
  );
  const todo = [...jobs, ...pageShares].filter((job) => force || hashes[job.key] !== job.hash || !job.outputs.every((o) => existsSync(o)));
  if (adopt) {
    for (const job of todo.filter((j) => j.outputs.every((o) => existsSync(o)))) hashes[job.key] = job.hash;
    writeFileSync(HASHES, `${JSON.stringify(sortKeys(hashes), null, 2)}\n`);
    console.log('assets: hashes recorded for existing outputs');
    return;
  }
  console.log(`assets: ${todo.length} to paint, ${jobs.length - todo.length} up to date`);
  const started = Date.now();
  const runJob = async (/** @type {Job} */ job) => {
    const t0 = Date.now();
    const note = await job.run();
    hashes[job.key] = job.hash;
    // Saved after every job so an interrupted run resumes where it stopped.
    writeFileSync(HASHES, `${JSON.stringify(sortKeys(hashes), null, 2)}\n`);
    console.log(`  ${job.key} (${((Date.now() - t0) / 1000).toFixed(1)} s${note ? `, ${note}` : ''})`);
  };
  await runLimited(todo.filter((job) => !pageShares.includes(job)), CONCURRENCY, runJob);
  for (const job of todo.filter((j) => pageShares.includes(j))) await runJob(job);
  // Forget entries the manifest no longer lists.
  const keys = new Set([...images.map((i) => i.src), ...videos.map((v) => v.src), 'og/pages']);
  for (const key of Object.keys(hashes)) if (!keys.has(key)) delete hashes[key];
  writeFileSync(HASHES, `${JSON.stringify(sortKeys(hashes), null, 2)}\n`);
  if (existsSync(MEDIA)) {
    const groups = readdirSync(MEDIA, { withFileTypes: true }).filter((d) => d.isDirectory());
    for (const g of groups) console.log(`  ${g.name.padEnd(12)} ${(sizeOf(path.join(MEDIA, g.name)) / 1024).toFixed(0).padStart(6)} KB`);
    console.log(`  total        ${(sizeOf(MEDIA) / 1024).toFixed(0).padStart(6)} KB in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  if (!only && !adopt) await paintVisualizer();
  if (wantContact) await contactSheet(images.filter((i) => i.kind !== 'share').map((i) => path.join(MEDIA, `${i.src}-480.webp`)), '/tmp/contact.png');
}

/** @param {Record<string, string>} object */
function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
