import { MenuEntries } from '../../../components/menu-entries';
import { AccountSettings } from '../components/account-settings';

/** /frame/settings (SPEC §2.16, §2.19): the settings entries the account was granted, then its own settings. */
export function SettingsPage() {
  return (
    <div>
      <MenuEntries path="/frame/settings" />
      <AccountSettings />
    </div>
  );
}
