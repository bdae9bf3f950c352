import { defineWidget } from '../../core/define-widget.ts';
import scannerStyles from '../../domain/camera/scanner.css?inline';
import { RecallSearch } from './RecallSearch.tsx';
import styles from './recall-search.css?inline';
import { recallSearchProps } from './recall-search.props.ts';

// The embedded scanner's layout (a few hundred bytes of CSS) ships with the widget; its code stays lazy.
defineWidget('hub-recall-search', RecallSearch, {
  props: recallSearchProps,
  styles: `${scannerStyles}\n${styles}`,
  services: ['recall'],
});
