// /cpd/report-submission/:id: one report's periods of a year, their due dates and states, every
// upload kept, and the submission dialog for the department.
import { getTemplateSubmissionsEndpoint } from '@ilaw/contracts/reports/get-template-submissions';
import { FILE_KIND_LABELS, type PeriodStatus } from '@ilaw/contracts/reports/report';
import { formatDate } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ReportSubmissionDialog, StateChip, SubmissionList } from './report-parts.tsx';

export default function TemplateSubmissionsPage() {
  const id = Number(useParams()['id']);
  const url = useUrlState();
  const now = Number(new Date().toISOString().slice(0, 4));
  const year = url.num('year') ?? now;
  const row = useQuery(endpointQuery(getTemplateSubmissionsEndpoint, { params: { id }, query: { year } }));
  const [submitting, setSubmitting] = useState<PeriodStatus | null>(null);
  const t = row.data?.template;
  return (
    <ScreenAccess reads={getTemplateSubmissionsEndpoint}>
      <Box>
        <PageHeader
          title={t ? `${t.code}: ${t.name}` : 'Report Submission Details'}
          subtitle={
            t
              ? `${t.regulator} · ${t.period}, due ${t.dueDays} days after the period · ${t.departmentName} · ${t.fileKinds
                  .map((k) => FILE_KIND_LABELS[k])
                  .join(', ')}`
              : undefined
          }
          actions={
            <Button component={RouterLink} to="/cpd/report-submission">
              Monitoring board
            </Button>
          }
        />
        {row.isError && <Alert severity="error">The report could not be loaded.</Alert>}
        <Stack direction="row" sx={{ mb: 1 }}>
          <FilterSelect
            label="Year"
            name="year"
            value={year}
            allLabel={null}
            options={[now + 1, now, now - 1, now - 2].map((y) => ({ value: y, label: String(y) }))}
            onChange={(v) => url.set({ year: v === undefined || v === now ? null : v })}
            sx={{ minWidth: 120 }}
          />
        </Stack>
        {t?.description && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t.description}
          </Typography>
        )}
        <Paper variant="outlined">
          <SimpleTable
            caption="Periods"
            rows={row.data?.periods}
            loading={row.isFetching}
            rowKey={(p) => p.periodKey}
            emptyText="No periods in this year."
            columns={[
              { key: 'period', header: 'Period', phone: 'title', render: (p) => p.label },
              { key: 'due', header: 'Due', render: (p) => formatDate(p.dueDate) },
              { key: 'state', header: 'State', render: (p) => <StateChip state={p.state} /> },
              { key: 'files', header: 'Submissions', render: (p) => <SubmissionList period={p} /> },
              {
                key: 'submit',
                header: '',
                render: (p) =>
                  row.data?.canSubmit ? (
                    <Button size="small" onClick={() => setSubmitting(p)}>
                      {p.submissions.length > 0 ? 'Submit again' : 'Submit'}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Paper>
        {submitting && t && (
          <ReportSubmissionDialog template={t} period={submitting} onClose={() => setSubmitting(null)} />
        )}
      </Box>
    </ScreenAccess>
  );
}
