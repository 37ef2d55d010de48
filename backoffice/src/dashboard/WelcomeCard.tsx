import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HandymanIcon from '@mui/icons-material/Handyman';
import StoreIcon from '@mui/icons-material/Store';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link, Title, useGetOne } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { landingPath, type SessionUser } from '../session';

/** What a vendor or a provider sees on /admin: a short welcome and the way to their profile. */
export const WelcomeCard = ({ user }: { user: SessionUser }) => {
    const vendor = user.role === 'vendor';
    const resource = vendor ? 'vendors' : 'providers';
    const { data: record } = useGetOne<{ id: string; status?: string; available?: boolean }>(resource, { id: user.id });
    const profileLabel = vendor ? 'My business profile' : 'My profile';
    return (
        <Box sx={{ py: 2, maxWidth: 720 }} data-testid="welcome-card">
            <Title title="Welcome" />
            <Card>
                <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
                        <Box sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center' }}>
                            {vendor ? <StoreIcon /> : <HandymanIcon />}
                        </Box>
                        <Box>
                            <Typography variant="h5" sx={{ fontWeight: 700 }}>
                                Welcome{user.name ? `, ${user.name}` : ''}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {vendor ? 'Vendor & Supplier' : 'Service Provider'} on Bazaar
                            </Typography>
                        </Box>
                    </Stack>
                    <Typography sx={{ mb: 1.5 }}>
                        {vendor
                            ? 'Keep your business profile up to date: phone, tax id, address and account type are what buyers and the marketplace team rely on.'
                            : 'Keep your profile up to date: service area, the services you offer and a few words about you help customers choose you. Switch your availability off when you cannot take bookings.'}
                    </Typography>
                    {vendor && record?.status && (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Typography variant="body2" color="text.secondary">
                                Verification:
                            </Typography>
                            <StatusChip label={record.status} tone={record.status === 'Verified' ? 'green' : 'amber'} testId="vendor-status" />
                        </Stack>
                    )}
                    {!vendor && record && record.available != null && (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Typography variant="body2" color="text.secondary">
                                Availability:
                            </Typography>
                            <StatusChip label={record.available ? 'Available' : 'Not available'} tone={record.available ? 'green' : 'grey'} />
                        </Stack>
                    )}
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button component={Link} to={landingPath(user)} variant="contained" endIcon={<ArrowForwardIcon />} data-testid="open-my-profile">
                        Open {profileLabel.toLowerCase()}
                    </Button>
                </CardActions>
            </Card>
        </Box>
    );
};
