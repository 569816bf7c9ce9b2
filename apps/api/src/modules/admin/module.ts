// Administrator area: users, departments, mail outbox.
import { defineModule } from '../../platform/modules/define-module.ts';
import { createDepartment } from './departments/create-department.ts';
import { listDepartments } from './departments/list-departments.ts';
import { updateDepartment } from './departments/update-department.ts';
import { listMailOutbox } from './list-mail-outbox.ts';
import { createUser } from './users/create-user.ts';
import { deleteUser } from './users/delete-user.ts';
import { getUser } from './users/get-user.ts';
import { listUsers } from './users/list-users.ts';
import { resetUserPassword } from './users/reset-user-password.ts';
import { setUserActive } from './users/set-user-active.ts';
import { updateUser } from './users/update-user.ts';

export const adminModule = defineModule({
  name: 'admin',
  endpoints: [
    listUsers,
    getUser,
    createUser,
    updateUser,
    deleteUser,
    setUserActive,
    resetUserPassword,
    listDepartments,
    createDepartment,
    updateDepartment,
    listMailOutbox,
  ],
  auditedTypes: { user: ['Admin'], department: ['Admin'] },
});
