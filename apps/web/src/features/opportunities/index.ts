// What other features use of posting and managing opportunities (README: a feature reaches another through its index.ts).
export { ChoiceListField } from './posting/ChoiceListField';
export { FormSkeleton } from './posting/FormSkeleton';
export { useGenres, useJobChoices, useQualifications, useServices, useSkills } from './posting/hooks';
export { LIST_FAILED } from './posting/messages';
export { PostDetails, PostDetailsSkeleton, type PostDetailsData } from './shared/PostDetails';
export { copyPublicLink, CopyLinkButton, publicPostLink, publicPostPath, type ShareablePost } from './shared/CopyLinkButton';
