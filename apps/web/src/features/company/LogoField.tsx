import { COMPANY_MSG, UPLOAD_MSG } from '@mp/domain';
import { uploadImage } from '../../app/upload';
import { ImageUploadField, type ImageUploadFieldProps } from '../../ui/ImageUploadField';

// The spec's logo messages: one for a file that is no image, another for an image of another type.
const LOGO_MESSAGES = { notImage: COMPANY_MSG.selectImage, wrongType: UPLOAD_MSG.imageType };

/** 'Company Logo' (the profile's two forms): the image field with the purpose `logo`, shown whole. */
export function LogoField(props: Pick<ImageUploadFieldProps, 'value' | 'onChange' | 'error'>) {
  return <ImageUploadField label="Company Logo" purpose="logo" noun="logo" messages={LOGO_MESSAGES} upload={uploadImage} {...props} />;
}
