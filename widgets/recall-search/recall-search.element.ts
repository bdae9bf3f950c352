import { defineWidget } from '../../core/define-widget.ts';
import scannerStyles from '../../domain/camera/scanner.css?inline';
import { RecallSearch } from './RecallSearch.tsx';
import styles from './recall-search.css?inline';
import { recallSearchSpec } from './recall-search.spec.ts';

// The embedded scanner's layout (a few hundred bytes of CSS) ships with the widget; its code stays lazy.
defineWidget(recallSearchSpec, RecallSearch, `${scannerStyles}\n${styles}`);
