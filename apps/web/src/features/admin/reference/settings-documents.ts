import { graphql } from '../../../graphql';

export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    adminSettings {
      key
      value
    }
  }
`);

export const AdminUpdateSettingMutation = graphql(`
  mutation AdminUpdateSetting($key: String!, $value: String!) {
    adminUpdateSetting(key: $key, value: $value) {
      key
      value
    }
  }
`);
