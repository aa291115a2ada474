import { prefetchApp, wireVisitorPage } from './visitor-islands';

/** The files the app's entry loads at once, written in by scripts/prerender.mjs as it builds this script. */
declare const appEntryFiles: readonly string[];

wireVisitorPage(document);
prefetchApp(appEntryFiles);
