import type { TAppointment } from '../../../contract/appointments';
import { toHhmm } from '../../../contract/time-slots';
import type { TAppointProductRow, TAppointRow } from './appointments.repo';

/** An appointment as the contract shows it; `showPhone` false blanks the phone (the displayPhone setting). */
export function presentAppointment(row: TAppointRow, projects: TAppointProductRow[], showPhone = true): TAppointment {
  const own = projects.filter((p) => p.appointmentId === row.id);
  return {
    id: row.id,
    bookingId: row.bookingId,
    shopAccountId: row.accountId,
    technicianName: row.technicianName,
    lane: row.lane,
    appointDay: row.day,
    startTime: toHhmm(row.startMin),
    endTime: toHhmm(row.startMin + row.durationMin),
    duration: row.durationMin,
    additionTime: row.additionTime,
    customerId: row.customerId,
    customName: row.customName,
    customPhone: showPhone ? row.customPhone : '',
    kind: row.kind as TAppointment['kind'],
    vipFlag: row.vipFlag,
    remark: row.remark,
    entry: row.entry as TAppointment['entry'],
    arrivedFlag: row.arrivedFlag,
    lostFlag: row.lostFlag,
    delFlag: row.delFlag,
    isOverlap: row.isOverlap,
    projects: own.map((p) => ({
      productId: p.productId,
      productName: p.productName,
      duration: p.durationMin,
      unitPrice: p.unitPrice,
      bgColor: p.bgColor,
    })),
    productIds: own.map((p) => p.productId),
    billId: row.billId,
    createTime: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** What the log keeps of an appointment before and after a change (erasure strips customName and customPhone). */
export function snapshotOf(
  row: Pick<
    TAppointRow,
    | 'accountId'
    | 'day'
    | 'startMin'
    | 'durationMin'
    | 'lane'
    | 'additionTime'
    | 'customName'
    | 'customPhone'
    | 'remark'
    | 'isOverlap'
    | 'arrivedFlag'
  >,
  productNames: string[],
) {
  return {
    shopAccountId: row.accountId,
    appointDay: row.day,
    startTime: toHhmm(row.startMin),
    duration: row.durationMin,
    lane: row.lane,
    isOverlap: row.isOverlap,
    additionTime: row.additionTime,
    customName: row.customName,
    customPhone: row.customPhone,
    remark: row.remark,
    arrivedFlag: row.arrivedFlag,
    projects: productNames.join(', '),
  };
}
