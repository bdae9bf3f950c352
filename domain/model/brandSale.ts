/**
 * The brand-not-sold parts that widgets `import()` when they first need them (LazyNotSoldOr; the lead
 * form's notice), behind one door so they travel as one chunk with the catalogue call they make.
 */
export { NotSoldNotice } from './NotSoldNotice.tsx';
export { NotSoldOr } from './NotSoldOr.tsx';
