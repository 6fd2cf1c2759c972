/** Front door (decision 016): slider images, and the check of an uploaded image (receipts use it too). */
export { sliderRoutes } from './routes';
export { checkUploadedImage } from './check-image';
