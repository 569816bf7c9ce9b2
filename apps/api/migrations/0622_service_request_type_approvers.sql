-- Approvers per service request type (docs/decisions/072): the users who sign each step of the
-- approval of a type's requests. A step with none configured keeps the chain's members
-- (Administrator > Signatories); the engine's rules still hold (not one's own, not both steps).
CREATE TABLE msd_service_request_type_approvers (
  type_id integer NOT NULL REFERENCES msd_service_request_types (id),
  step smallint NOT NULL CHECK (step IN (1, 2)),
  user_id integer NOT NULL REFERENCES users (id),
  PRIMARY KEY (type_id, step, user_id)
);
