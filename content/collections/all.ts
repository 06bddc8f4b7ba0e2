import type { CollectionPage } from '../types';
import { granitos } from './granitos';
import { marmores } from './marmores';
import { quartizitos } from './quartizitos';
import { sinterizados } from './sinterizados';

/** The four collection pages in route-table order. */
export const collectionPages: readonly CollectionPage[] = Object.freeze([quartizitos, marmores, granitos, sinterizados]);
