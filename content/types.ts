// Types of every fixed content of the site. Content modules export frozen data of these shapes;
// components receive them through props, so stories and tests can pass variants.

/** A generated (or real) image under public/media. `src` is the base name without extension or width,
 * e.g. 'stones/taj-mahal'; the build serves `/media/stones/taj-mahal-800.avif|webp`. */
export interface ImageRef {
  src: string;
  alt: string;
  /** Intrinsic aspect ratio, width / height (used for explicit width and height). */
  ratio: number;
}

export interface VideoRef {
  /** e.g. '/media/video/testimonial-1.mp4' */
  src: string;
  /** poster image path, e.g. '/media/video/testimonial-1-poster.webp' */
  poster: string;
}

export interface Company {
  name: string;
  legalName: string;
  tagline: string;
  address: { street: string; district: string; city: string; state: string; postalCode: string; country: string };
  /** Display form, e.g. '(21) 3333-4444' */
  phone: string;
  /** E.164 digits for tel: links, e.g. '+552133334444' */
  phoneE164: string;
  /** WhatsApp number, digits only with country code, e.g. '5521999998888' */
  whatsapp: string;
  email: string;
  hours: { label: string; days: string; open: string; close: string };
  social: { label: string; url: string; handle: string };
  copyrightYear: number;
  services: readonly string[];
  materials: readonly string[];
  /** Site origin used for canonical URLs, e.g. 'https://www.lavra.example' */
  siteUrl: string;
  areaServed: readonly string[];
  geo: { latitude: number; longitude: number };
}

export interface HeroContent {
  eyebrow: string;
  headline: string;
  /** Emphasised part of the headline (rendered in italic serif). */
  headlineEmphasis: string;
  lead: string;
  cta: string;
  stats: readonly { value: string; label: string }[];
  architect: { name: string; role: string; quote: string; image?: ImageRef };
  image: ImageRef;
}

export interface ProcessStep {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  title: string;
  description: string;
  details: readonly string[];
  image?: ImageRef;
}

export interface CarouselStone {
  name: string;
  category: string;
  applications: readonly string[];
  description: string;
  image: ImageRef;
  characteristics: readonly string[];
}

export type FinishId =
  | 'polido'
  | 'acetinado'
  | 'escovado'
  | 'levigado'
  | 'jateado'
  | 'flameado'
  | 'apicoado'
  | 'resinado';

export interface Finish {
  id: FinishId;
  name: string;
  description: string;
  applications: readonly string[];
  characteristics: readonly string[];
  /** Key of an icon in src/ui/icons. */
  icon: string;
  image: ImageRef;
}

export type PortfolioCategory = 'cozinha' | 'banheiro' | 'mobiliario' | 'area-gourmet' | 'escada';
export type PortfolioFilter = 'todos' | PortfolioCategory;

export interface PortfolioProject {
  id: number;
  title: string;
  image: ImageRef;
  material: string;
  finish: string;
  challenge: string;
  solution: string;
  result: string;
  tags: readonly string[];
  category: PortfolioCategory;
  featured?: boolean;
  size: 'small' | 'medium' | 'large';
  location: string;
  year: number;
}

export interface Testimonial {
  id: number;
  title: string;
  description: string;
  /** Absent means 'Vídeo em breve'. */
  videoSrc?: string;
  thumbnail: string;
  quote?: string;
  author: string;
  category: 'Experiência' | 'Decisão' | 'Resultado';
  instagramLink: string;
}

export interface ComparisonRow {
  icon: string;
  criteria: string;
  product: string;
  market: string;
  featured: boolean;
}

export interface HoverFeature {
  icon: string;
  title: string;
  description: string;
  /** Video (mp4) or image source. */
  media: { kind: 'video'; video: VideoRef } | { kind: 'image'; image: ImageRef };
  videoTitle: string;
  videoSubtitle: string;
}

export interface BrandContent {
  eyebrow: string;
  title: string;
  lead: string;
  counters: readonly { target: number; prefix: string; suffix: string; label: string }[];
  defaultPanel: { video: VideoRef; title: string; subtitle: string };
  features: readonly HoverFeature[];
  comparison: { title: string; productLabel: string; marketLabel: string; rows: readonly ComparisonRow[] };
  cta: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  /** A page that answers at length, linked after the answer (its label is read as the answer's last words). */
  link?: { label: string; href: string };
}

export interface TechnicalSpecs {
  /** Display strings in Brazilian format, e.g. '7 Mohs', '2,65 g/cm³', '0,15%', '180 MPa'. */
  dureza: string;
  densidade: string;
  absorcao: string;
  resistenciaMecanica: string;
  durabilidade: string;
  manutencao: string;
}

/** A stone's technical figures as numbers: what filters, reasons and comparison read. The display strings of
 * `TechnicalSpecs` are derived from these (content/stone-figures.ts), so a page and a filter cannot disagree. */
export interface StoneFigures {
  /** Mohs scale, e.g. 7 or 6.5. */
  hardnessMohs: number;
  /** g/cm³, e.g. 2.65. */
  densityGPerCm3: number;
  /** Water absorption by weight, in percent, e.g. 0.2 for 0,20%. */
  absorptionPercent: number;
  /** Mechanical (flexural) strength in MPa, e.g. 180. */
  mechanicalStrengthMpa: number;
  /** Higher rank lasts longer. */
  durability: DurabilityLevel;
  /** Higher rank asks for more care (so lower is better). */
  maintenance: MaintenanceLevel;
}

/** An ordered level with its Portuguese label; compare by `rank`, show `label`. */
export interface StoneLevel<K extends string> {
  key: K;
  rank: number;
  label: string;
}

export type DurabilityLevel = StoneLevel<'media' | 'alta' | 'extrema'>;
export type MaintenanceLevel = StoneLevel<'baixa' | 'media' | 'alta'>;

export interface CollectionStone {
  /** URL-safe id, e.g. 'taj-mahal' */
  id: string;
  name: string;
  /** Short tab label; the pages show the first word of the name where the spec says so. */
  tabLabel: string;
  subtitle: string;
  story: string;
  image: ImageRef;
  origin: string;
  age: string;
  formation: string;
  rarity?: string;
  characteristics: readonly [string, string, string, string];
  applications: readonly [string, string, string, string];
  /** Numbers behind `technical`. */
  figures: StoneFigures;
  /** Display strings, derived from `figures` (never written by hand). */
  technical: TechnicalSpecs;
  /** Badges shown in order, e.g. ['EXCLUSIVO', 'PREMIUM'] derived from flags by the collection module. */
  badges: readonly string[];
  flags: { premium?: boolean; exclusive?: boolean; masterpiece?: boolean; extreme?: boolean; natural?: boolean };
}

/** How a stone reads from across the room: the catalogue's tone filter. */
export interface StoneTone {
  /** 'colorido' for stones whose colour is the point (blue, green, red, amber). */
  shade: 'claro' | 'escuro' | 'colorido';
  /** Veins or figure that draw the eye across the slab. */
  strongVeins: boolean;
}

/** One stone as the whole catalogue (and the comparison) shows it: content/catalogue.ts. */
export interface CatalogueStone {
  /** The collection's id for it, e.g. 'taj-mahal'. */
  id: string;
  /** Its page's slug (unique across the catalogue), e.g. 'taj-mahal'. */
  slug: string;
  name: string;
  subtitle: string;
  collection: CollectionPage['slug'];
  /** The collection as its page titles it, e.g. 'Mármore Dolomítico'. */
  collectionLabel: string;
  /** The singular a title names it with, e.g. 'Granito'. */
  family: string;
  /** Its own page, e.g. '/quartizitos/taj-mahal'. */
  path: string;
  image: ImageRef;
  badges: readonly string[];
  origin: string;
  age: string;
  formation: string;
  applications: readonly string[];
  technical: TechnicalSpecs;
  figures: StoneFigures;
  tone: StoneTone;
  /** The budget form's material answer for it (`materialPreference`); the form's address is budgetHref(slug). */
  material: 'marmore' | 'granito' | 'quartzito';
}

export interface CollectionPage {
  slug: 'quartizitos' | 'marmores' | 'granitos' | 'sinterizados';
  path: string;
  seo: { title: string; description: string };
  hero: { badge: string; title: string; tagline: string; image: ImageRef };
  stones: readonly CollectionStone[];
  applicationsSection: { title: string; caption: string };
  /** Three cards of the middle section (granites and dolomitic); optional for quartzites and marbles. */
  highlights?: { title: string; cards: readonly { title: string; text: string; icon: string }[] };
  cta: { title: string; text: string; primaryLabel: string; secondaryLabel: string; secondaryMessage: (stone: string) => string };
}

export interface EventContent {
  seo: { title: string; description: string };
  back: string;
  eyebrow: string;
  title: string;
  lead: string;
  video: VideoRef;
  facts: readonly { value: string; label: string }[];
  topicsTitle: string;
  topics: readonly { title: string; text: string }[];
  quote: { text: string; author: string; role: string };
  cta: { title: string; text: string; label: string; message: string };
  date: { start: string; end: string; venue: string };
}

export interface SectionHeading {
  eyebrow: string;
  title: string;
  lead?: string;
}
