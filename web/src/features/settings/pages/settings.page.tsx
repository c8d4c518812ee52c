import { AccountSettings } from '../components/account-settings';
import { SystemSettingsEntries } from '../components/system-settings-entries';

/** /frame/settings/system (SPEC §1, §2.16; ADR 029): an entry for each setting the account may change, then its own. */
export function SettingsPage() {
  return (
    <div>
      <SystemSettingsEntries />
      <AccountSettings />
    </div>
  );
}
