// Puts the modules' descriptors to work: audited types, dashboard cards and job handlers are
// registered here, once, in the order of the modules list.
import { registerAuditedEntity } from '../audit/audit-trail.ts';
import { registerDashboardCard } from '../dashboard/dashboard-cards.ts';
import type { AppServices } from '../http/context.ts';
import type { RouteDef } from '../http/define-route.ts';
import type { DemoSeeder, ModuleDescriptor } from './define-module.ts';

export function moduleRoutes(modules: readonly ModuleDescriptor[]): RouteDef[] {
  return modules.flatMap((m) => m.endpoints);
}

export function moduleDemoSeeders(modules: readonly ModuleDescriptor[]): DemoSeeder[] {
  return modules.flatMap((m) => (m.demoSeeder ? [m.demoSeeder] : []));
}

/** Registers what needs no services (safe to call more than once: later calls change nothing). */
export function installModuleRegistries(modules: readonly ModuleDescriptor[]): void {
  for (const m of modules) {
    for (const [type, roles] of Object.entries(m.auditedTypes ?? {})) registerAuditedEntity(type, roles);
    for (const card of m.dashboardCards ?? []) registerDashboardCard(card);
  }
}

export function installModuleJobs(modules: readonly ModuleDescriptor[], services: AppServices): void {
  for (const m of modules) m.registerJobs?.(services);
}
