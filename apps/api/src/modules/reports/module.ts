// Report submission and compliance monitoring (CPD): templates with due dates per period, the
// departments' uploads, late and missing ones flagged on the board, reminders on My work
// (decision 101).
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedReportsDemo } from './demo/seed-reports-demo.ts';
import { downloadSubmission } from './submissions/download-submission.ts';
import { getReportBoard } from './submissions/get-report-board.ts';
import { getTemplateSubmissions } from './submissions/get-template-submissions.ts';
import { submitReport } from './submissions/submit-report.ts';
import { createTemplate } from './templates/create-template.ts';
import { listTemplates } from './templates/list-templates.ts';
import { updateTemplate } from './templates/update-template.ts';
import { departmentReportsDue, missingReports } from './work-cards.ts';

export const reportsModule = defineModule({
  name: 'reports',
  endpoints: [
    listTemplates,
    createTemplate,
    updateTemplate,
    getReportBoard,
    getTemplateSubmissions,
    submitReport,
    downloadSubmission,
  ],
  auditedTypes: { 'report-template': ['CoopReports', 'CoopReportsAdmin', 'SubmissionMonitoring'] },
  workCards: [departmentReportsDue, missingReports],
  demoSeeder: { name: 'reports', run: seedReportsDemo },
});
