import { countInEnglish, quoteExpired } from '@bazaar/common';
import { Typography } from '@mui/material';
import { EmailField, FunctionField, ListButton, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { formatDate, formatDateTime } from '../dates';
import { AnswerText, PlainText } from '../common/AnswerText';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { formatCount, formatRupees } from '../money';
import { EnquiryActions } from './EnquiryActions';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import type { Enquiry } from './types';

const Title = () => {
    const record = useRecordContext<Enquiry>();
    return <>{record ? `Enquiry about ${record.productName}` : 'Enquiry'}</>;
};

export const EnquiryShow = () => (
    <Show title={<Title />} actions={<TopToolbar><ListButton label="All enquiries" /></TopToolbar>}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <TextField source="productName" label="Product" />
                <FunctionField<Enquiry> label="Status" render={r => <EnquiryStatusChip status={r.status} />} />
                <FunctionField<Enquiry> label="Quantity" render={r => countInEnglish(r.quantity, r.unit)} />
                <FunctionField<Enquiry> label="Listed price" render={r => (r.price > 0 ? `${formatRupees(r.price)} per ${r.unit} (total ${formatRupees(r.total)})` : 'Price N/A (by quote)')} />
                <TextField source="customerName" label="Customer" />
                <EmailField source="customerEmail" label="Email" />
                <TextField source="customerPhone" label="Phone" emptyText="—" />
                <FunctionField<Enquiry> label="Message" render={r => (r.message ? <PlainText value={r.message} testId="enquiry-message" /> : '—')} />
                <FunctionField<Enquiry> label="Received at" render={r => formatDateTime(r.submittedAt)} />
                <FunctionField<Enquiry> label="Answer" render={r => <AnswerText answer={r.answer} by={r.answeredByName ?? 'A former user'} at={r.answeredAt} testId="enquiry-answer" />} />
                <FunctionField<Enquiry>
                    label="Quote"
                    render={r =>
                        r.quote ? (
                            <Typography data-testid="enquiry-quote">
                                {formatRupees(r.quote.price)} per {r.quote.unit} × {formatCount(r.quote.quantity)} = <strong>{formatRupees(r.quote.total)}</strong>
                                <Typography variant="caption" color="text.secondary" component="span"> · {formatDateTime(r.quote.quotedAt)}</Typography>
                                {r.order && <Typography variant="caption" color="text.secondary" component="span"> · ordered in {r.order.orderNumber}</Typography>}
                                {!r.order && r.quote.validUntil && (
                                    <Typography variant="caption" color={quoteExpired(r.quote.validUntil, new Date()) ? 'error' : 'text.secondary'} component="span" data-testid="enquiry-quote-validity">
                                        {' · '}
                                        {quoteExpired(r.quote.validUntil, new Date()) ? 'expired on' : 'valid until'} {formatDate(r.quote.validUntil)}
                                    </Typography>
                                )}
                            </Typography>
                        ) : (
                            <Typography variant="body2" color="text.secondary">No quote yet</Typography>
                        )
                    }
                />
                <EnquiryActions />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<Enquiry> render={r => <HistoryTab resource="enquiries" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord<Enquiry> render={r => <AsOfTab resource="enquiries" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);
