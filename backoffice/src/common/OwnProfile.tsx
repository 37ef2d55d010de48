import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
    EditButton,
    ListButton,
    regex,
    required,
    Show,
    SimpleForm,
    TabbedShowLayout,
    TextInput,
    TopToolbar,
    useRecordContext,
    WithRecord,
    type Validator,
} from 'react-admin';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { SellerPayoutDetails } from '../payments/SellerPayoutDetails';
import { CancelSaveToolbar, ChangedFieldsEdit, InputRow } from './forms';
import { OwnRecordOnly, useIsAdmin } from './OwnRecordOnly';
import { PHONE_SHAPE } from './validation';

/*
 * The show and edit pages of a business profile (vendors, service providers): its owner
 * sees "My profile" and edits it; an admin sees anyone's, with a way back to the list.
 */

type OwnResource = 'vendors' | 'providers';

interface ProfileTitles {
    /** What the owner reads, e.g. "My profile". */
    own: string;
    /** What an admin reads, followed by ": <name>" once the record is there. */
    admin: string;
}

const OwnProfileTitle = ({ own, admin }: ProfileTitles) => {
    const record = useRecordContext<{ name: string }>();
    const isAdmin = useIsAdmin();
    if (!isAdmin) return <>{own}</>;
    return <>{record ? `${admin}: ${record.name}` : admin}</>;
};

const OwnProfileShowActions = ({ listLabel, children }: { listLabel: string; children?: ReactNode }) => {
    const isAdmin = useIsAdmin();
    return (
        <TopToolbar>
            {isAdmin && <ListButton label={listLabel} />}
            <EditButton label={isAdmin ? 'Edit' : 'Edit profile'} />
            {children}
        </TopToolbar>
    );
};

interface OwnProfileShowProps {
    resource: OwnResource;
    title: ProfileTitles;
    /** The admin's link back to the list. */
    listLabel: string;
    /** More toolbar buttons after Edit. */
    actions?: ReactNode;
    /** The Details tab's content. */
    children: ReactNode;
}

/** Details, History and As of tabs of one profile; for admins also the seller's Payout details. */
export const OwnProfileShow = ({ resource, title, listLabel, actions, children }: OwnProfileShowProps) => {
    const isAdmin = useIsAdmin();
    return (
        <OwnRecordOnly resource={resource}>
            <Show title={<OwnProfileTitle {...title} />} actions={<OwnProfileShowActions listLabel={listLabel}>{actions}</OwnProfileShowActions>}>
                <TabbedShowLayout>
                    <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                        {children}
                    </TabbedShowLayout.Tab>
                    {/* vendors and providers read their own history; admins everyone's */}
                    <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                        <WithRecord render={r => <HistoryTab resource={resource} id={String(r.id)} />} />
                    </TabbedShowLayout.Tab>
                    <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                        <WithRecord render={r => <AsOfTab resource={resource} id={String(r.id)} />} />
                    </TabbedShowLayout.Tab>
                    {/* Admins only: where the seller is paid, in full, with its History (the seller has theirs, masked, under Details) */}
                    {isAdmin && (
                        <TabbedShowLayout.Tab label="Payout details" path="payout-details" data-testid="tab-payout-details">
                            <WithRecord render={r => <SellerPayoutDetails sellerId={String(r.id)} />} />
                        </TabbedShowLayout.Tab>
                    )}
                </TabbedShowLayout>
            </Show>
        </OwnRecordOnly>
    );
};

interface OwnProfileEditProps {
    resource: OwnResource;
    title: ProfileTitles;
    /** What the PUT takes; only the changed ones are sent. */
    fields: readonly string[];
    children: ReactNode;
}

export const OwnProfileEdit = ({ resource, title, fields, children }: OwnProfileEditProps) => (
    <OwnRecordOnly resource={resource}>
        <ChangedFieldsEdit title={<OwnProfileTitle {...title} />} fields={fields}>
            {children}
        </ChangedFieldsEdit>
    </OwnRecordOnly>
);

const validatePhone = [required('Phone number is required'), regex(PHONE_SHAPE, 'Please enter a valid phone number')];

interface OwnProfileFormProps {
    nameLabel: string;
    validateName: Validator[];
    /** The profile's own inputs, after name, email and phone. */
    children: ReactNode;
}

/** The Profile form: name, the sign-in email (read-only) and phone, then the profile's own inputs. */
export const OwnProfileForm = ({ nameLabel, validateName, children }: OwnProfileFormProps) => (
    <SimpleForm toolbar={<CancelSaveToolbar />} sx={{ maxWidth: 720 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Profile
        </Typography>
        <TextInput source="name" label={nameLabel} validate={validateName} />
        <InputRow>
            <TextInput source="email" label="Email" readOnly helperText="Your sign-in address; it cannot be changed here" />
            <TextInput source="phone" label="Phone" validate={validatePhone} />
        </InputRow>
        {children}
    </SimpleForm>
);

/** A profile's text, or a dash when it is blank. */
export const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** A profile's list (services offered, product categories) as chips, or a dash when empty. */
export const ChipList = ({ items, testId }: { items: readonly string[] | null | undefined; testId?: string }) =>
    items?.length ? (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }} data-testid={testId}>
            {items.map((item, i) => (
                <Chip key={`${item}-${i}`} label={item} size="small" />
            ))}
        </Stack>
    ) : (
        '—'
    );

/** A profile's free text (about me, business description), keeping its line breaks. */
export const LongText = ({ value }: { value: string | null | undefined }) => <Box sx={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{orDash(value)}</Box>;
