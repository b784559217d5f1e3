export { formatFileSize } from '../../../lib/file-size';
