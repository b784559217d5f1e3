import { Alert, Anchor, Text } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link } from 'react-router';
import { Icon, type IconProps } from '../../ui/icons';
import classes from './InactiveNotice.module.css';

function HourglassIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 2h12M6 22h12M7 2v4a5 5 0 0 0 10 0V2M7 22v-4a5 5 0 0 1 10 0v4" />
    </Icon>
  );
}

/**
 * The notice for accounts awaiting approval (spec 1, 4). Yellow shades 9 and 1 and the link colour on
 * yellow 1 are among the pairs theme.test.ts checks; the link is underlined, not told by colour alone.
 */
export function InactiveNotice({ profileLink, returnsToPost = false }: { profileLink: string; returnsToPost?: boolean }) {
  return (
    <Alert color="yellow" title={MSG.inactiveTitle} role="status" icon={<HourglassIcon />} className={classes.root}>
      <Text size="sm">{MSG.inactiveBody}</Text>
      <Text size="sm" mt="xs">
        Meanwhile,{' '}
        <Anchor component={Link} to={profileLink} size="sm" fw={650} underline="always">
          update your profile
        </Anchor>
        .
      </Text>
      {returnsToPost && (
        <Text size="sm" mt="xs" data-testid="returns-to-post">
          Once it is approved, we will take you back to the post you signed up from.
        </Text>
      )}
    </Alert>
  );
}
