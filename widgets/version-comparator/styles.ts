import carImageStyles from '../../domain/car/image/carImage.css?inline';
import comparatorStyles from './version-comparator.css?inline';

/** The comparator's styles with the car thumbnails' and zoom's (domain/car/image), for every host of it. */
export const versionComparatorStyles = `${comparatorStyles}\n${carImageStyles}`;
