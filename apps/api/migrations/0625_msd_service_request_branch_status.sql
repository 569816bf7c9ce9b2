-- A branch's open requests (the desk's everyday list: status and branch, newest first): one range
-- of this index serves both the page, in order, and its count (scripts/bench/msd.ts "open, one
-- branch" took 56 ms at 200,000 requests with the separate status and branch indexes).
CREATE INDEX msd_service_requests_branch_status ON msd_service_requests (branch_code, status, received_at DESC, id DESC);
