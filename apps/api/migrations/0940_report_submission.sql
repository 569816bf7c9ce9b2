-- Report submission and compliance monitoring (CPD, decision 101): templates of the reports the
-- cooperative owes its regulators (and itself), each with its period, due date and responsible
-- department; the departments upload their submissions; late and missing ones are flagged.
CREATE TABLE report_templates (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  regulator text NOT NULL,
  period text NOT NULL CHECK (period IN ('Monthly', 'Quarterly', 'Annual')),
  -- Due this many days after the period ends (0: on its last day).
  due_days integer NOT NULL CHECK (due_days BETWEEN 0 AND 365),
  department_id integer NOT NULL REFERENCES departments (id),
  -- SPEC.md file kinds accepted: Pdf 0, TextFile 1, Word 2, PowerPoint 3, Image 4, Excel 5, Zip 6, Other 7.
  file_kinds integer[] NOT NULL CHECK (cardinality(file_kinds) > 0),
  description text,
  -- From this period on (a template added mid-year does not flag the months before it).
  starts_on date NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every upload is kept; the latest of a template's period is its submission, the first its time.
CREATE TABLE report_submissions (
  id serial PRIMARY KEY,
  template_id integer NOT NULL REFERENCES report_templates (id),
  period_key text NOT NULL,
  file_id uuid NOT NULL REFERENCES stored_files (id),
  file_kind integer NOT NULL CHECK (file_kind BETWEEN 0 AND 7),
  remarks text,
  submitted_by integer NOT NULL REFERENCES users (id),
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_submissions_template_period ON report_submissions (template_id, period_key, submitted_at);
